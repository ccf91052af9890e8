// react-router needs TextEncoder/TextDecoder, which jest's jsdom environment does not provide.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
