// The API contract (`@app/shared/contract`) only declares schemas, messages and helpers: none of its
// modules does anything when loaded. Said to the bundler, a page that imports a message or a helper
// through the contract's index gets the module defining it, not every schema and zod with them
// (the searches remote's dashboard renders without zod: `pnpm bench web`).
const pureContractRule = {
  test: /[\\/]packages[\\/]shared[\\/]src[\\/]contract[\\/]/,
  sideEffects: false,
};

module.exports = { pureContractRule };
