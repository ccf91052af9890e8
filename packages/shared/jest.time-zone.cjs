// Every shared test runs with the viewer in New York (negative offset, daylight saving time), set
// before the workers start: jest gives each test file a copy of process.env, so a test cannot
// change the zone Node uses. Date tests then hold wherever CI runs.
module.exports = () => {
  process.env.TZ = 'America/New_York';
};
