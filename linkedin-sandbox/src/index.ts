export { startSandbox, buildSandboxApp, type SandboxOptions, type RunningSandbox } from './server';
export { defaultScenario, generateDefaultScenario } from './scenario/default-scenario';
export {
  scenarioSchema,
  type Scenario,
  type ScenarioInput,
  type ScenarioJob,
  type ScenarioQuestion,
} from './scenario/schema';
export { parseScenario, loadScenarioFile, ScenarioError } from './scenario/load';
export { DRIFT_TARGETS, type DriftTarget } from './drift';
export type { Submission } from './state/submissions';
export type { CompanySubmission, CompanyAnswer } from './company-sites/submissions';
export type { CompanySiteInput } from './company-sites/schema';
