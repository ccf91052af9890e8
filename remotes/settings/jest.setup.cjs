// jsdom has no TextEncoder/TextDecoder; react-router (imported by the ui kit) needs them at load time.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
