import { AppError } from '../../errors/app-error';

/** The answer to a call the engine could not take or finish in its budget (503). */
export const busy = () =>
  new AppError('ai_busy', 'The writing engine is busy. Please try again in a moment.');
