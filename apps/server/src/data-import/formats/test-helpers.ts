import { ImportFormatError } from '../bundle.js';

/** The ImportFormatError a parse throws; fails the test when it throws nothing or something else. */
export function errorOf(run: () => unknown): ImportFormatError {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportFormatError) return error;
    throw error;
  }
  throw new Error('expected an ImportFormatError, but the file was read');
}
