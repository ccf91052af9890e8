import type { Frame } from 'playwright-core';
import { applyOnAshby } from './ashby-form';
import type { CompanyApplyInput, CompanyApplyResult, CompanySystem } from './company-apply';
import { applyOnGreenhouse } from './greenhouse-form';
import { applyOnLever } from './lever-form';

/**
 * The driver that fills each system's application form, given the frame holding it (Greenhouse's
 * covers its newer board, its embed and its classic board).
 */
export const companyDrivers: Record<
  CompanySystem,
  (frame: Frame, input: CompanyApplyInput) => Promise<CompanyApplyResult>
> = {
  greenhouse: applyOnGreenhouse,
  lever: applyOnLever,
  ashby: applyOnAshby,
};
