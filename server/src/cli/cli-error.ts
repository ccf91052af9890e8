/** A mistake of the operator's: printed as is (no stack trace), and the CLI exits with 1. */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}
