/** A city's other names, old and new, as people write them, to the city. */
const OTHER_NAMES: Record<string, string> = {
  bangalore: 'Bengaluru, India',
  // As Indian forms often spell it.
  banglore: 'Bengaluru, India',
  bangaluru: 'Bengaluru, India',
  bombay: 'Mumbai, India',
  madras: 'Chennai, India',
  calcutta: 'Kolkata, India',
  gurugram: 'Gurgaon, India',
  poona: 'Pune, India',
  // The place data names India's Kochi only "Cochin", so "Kochi" alone read Japan's, a smaller city.
  kochi: 'Cochin, India',
  sf: 'San Francisco, CA',
  nyc: 'New York City, NY',
  'new york city': 'New York City, NY',
};

/** Metropolitan areas named without a city, to the city at their centre: they hold the towns around it. */
export const AREAS: Record<string, string> = {
  ncr: 'Delhi, India',
  'delhi ncr': 'Delhi, India',
  'bay area': 'San Francisco, CA',
  'sf bay area': 'San Francisco, CA',
  'san francisco bay area': 'San Francisco, CA',
  'greater boston': 'Boston, MA',
  dmv: 'Washington, DC',
  'silicon valley': 'San Jose, CA',
  dfw: 'Dallas, TX',
  'twin cities': 'Minneapolis, MN',
  'research triangle': 'Raleigh, NC',
  chicagoland: 'Chicago, IL',
  'puget sound': 'Seattle, WA',
  gta: 'Toronto, Canada',
  mmr: 'Mumbai, India',
};

/** Every name of a place that is not the place data's own: to the city it means. */
export const METROS: Record<string, string> = { ...OTHER_NAMES, ...AREAS };
