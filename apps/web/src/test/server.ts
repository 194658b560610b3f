import { setupServer } from 'msw/node';
import { baseHandlers } from './handlers';

/**
 * The network edge of the component tests: every request a screen makes goes through these
 * handlers. A test adds its own with `server.use(...)`; they are dropped after each test. A request
 * no handler answers fails the test (see setup.ts), so a screen cannot call something unnoticed.
 */
export const server = setupServer(...baseHandlers);
