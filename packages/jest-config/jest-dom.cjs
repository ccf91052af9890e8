// DOM matchers (toBeInTheDocument, toBeDisabled, toHaveTextContent, …) for every browser test.
require('@testing-library/jest-dom');

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: on a loaded 2-core CI machine a
// live update took longer than a second to render (a wait that succeeds returns at once anyway).
// The copy of React Testing Library of the package under test (shell, a remote), the one its tests
// import: its dependency, not this package's (knip.json).
const { configure } = require(require.resolve('@testing-library/react', { paths: [process.cwd()] }));
configure({ asyncUtilTimeout: 5_000 });
