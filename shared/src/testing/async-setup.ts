/**
 * Vitest setup of the unit project: `waitFor` and `findBy…` wait up to 10 s instead of Testing
 * Library's 1 s. What they wait for does come, but on a loaded 2-core CI machine running test
 * files in parallel, a lazy chunk's first import or a chain of effects can take longer than a
 * second. A wait that succeeds returns at once, so only a failing test waits this long (the same
 * rule as `expect.poll` in the browser tests). Only the component tests (a DOM) use Testing
 * Library: the others do not import it.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}

/**
 * The request client's way to the network loads with the first request that needs it
 * (request.ts): a module import, which a test's faked timers cannot move forward. Imported once
 * here, it is in the module cache before any test fakes them.
 */
await import('../request/request-network');
