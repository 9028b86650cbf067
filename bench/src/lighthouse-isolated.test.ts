import { describe, expect, it } from 'vitest';
import { isLighthouseRequest, runLighthouseInChild, type LighthouseRequest } from './lighthouse-isolated';

describe('Lighthouse in a child process', () => {
  it('knows a request from anything else sent to the child', () => {
    expect(isLighthouseRequest({ url: 'http://127.0.0.1:1/?lang=ar', runs: 3, slowdowns: [4, 'calibrated'] })).toBe(true);
    expect(isLighthouseRequest({ url: 'http://127.0.0.1:1/', runs: 1.5, slowdowns: [] })).toBe(false);
    expect(isLighthouseRequest({ url: 'http://127.0.0.1:1/', runs: 1, slowdowns: ['fast'] })).toBe(false);
    expect(isLighthouseRequest(null)).toBe(false);
  });

  // Zero runs go through the whole round trip (fork, the request, the reply, the exit) without
  // launching Chromium.
  it('answers from a child process that then exits', async () => {
    await expect(runLighthouseInChild({ url: 'http://127.0.0.1:1/', runs: 0, slowdowns: ['calibrated'] })).resolves.toEqual([]);
  });

  it('fails, naming the page, when the child exits without an answer', async () => {
    const notARequest = { url: 'http://127.0.0.1:1/broken', runs: 'three', slowdowns: [] } as unknown as LighthouseRequest;
    await expect(runLighthouseInChild(notARequest)).rejects.toThrow('Lighthouse child for http://127.0.0.1:1/broken exited with 1 before it answered');
  });
});
