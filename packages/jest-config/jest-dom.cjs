// DOM matchers (toBeInTheDocument, toBeDisabled, toHaveTextContent, …) for every browser test.
require('@testing-library/jest-dom');
