import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { scenarioSchema, type Scenario } from './schema';

/** A scenario that does not validate: one line per problem, each naming where it is. */
export class ScenarioError extends Error {
  constructor(
    readonly problems: string[],
    source = 'scenario',
  ) {
    super(`Invalid ${source}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ScenarioError';
  }
}

const describeIssues = (error: z.ZodError): string[] =>
  error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`);

/** Validates a scenario (defaults filled in) or throws a ScenarioError listing every problem. */
export function parseScenario(input: unknown, source?: string): Scenario {
  const result = scenarioSchema.safeParse(input);
  if (!result.success) throw new ScenarioError(describeIssues(result.error), source);
  return result.data;
}

/** Reads a scenario JSON file (SANDBOX_SCENARIO). */
export function loadScenarioFile(path: string): Scenario {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ScenarioError([`cannot read the file: ${(error as Error).message}`], `scenario file ${path}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ScenarioError([`not valid JSON: ${(error as Error).message}`], `scenario file ${path}`);
  }
  return parseScenario(json, `scenario file ${path}`);
}
