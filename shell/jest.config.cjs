module.exports = require('@app/web-build/jest-preset')('shell');
