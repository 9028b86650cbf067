import { createHash, randomBytes } from 'node:crypto';

/** The cookie that keeps a visitor on the same side of every canary, across pages and replicas. */
export const VISITOR_COOKIE = 'nasaq-visitor';
/** A year: the visitor stays on one side of a canary for as long as it runs. */
export const VISITOR_COOKIE_SECONDS = 365 * 24 * 60 * 60;
/** Buckets per visitor and canary: a share is set to a hundredth of a percent. */
const BUCKETS = 10_000;
const visitorId = /^[A-Za-z0-9_-]{16}$/;

/** A new visitor's id: random, it says nothing about them and is the same on every replica only because it is in their cookie. */
export function newVisitorId(): string {
  return randomBytes(12).toString('base64url');
}

/** Whether a cookie's value is one of ours (anything else is replaced with a new id). */
export function isVisitorId(value: string | undefined): value is string {
  return value !== undefined && visitorId.test(value);
}

/**
 * The visitor's bucket for one canary, 0 to BUCKETS - 1: a hash of their id, the section and the
 * canary's release, so a visitor keeps the same bucket for as long as that canary runs (on every
 * page and replica), and a new canary draws its share of visitors afresh. A visitor is in the
 * canary when the bucket is below the share: raising the share keeps everyone who was in.
 */
export function canaryBucket(visitor: string, section: string, releaseId: number): number {
  return createHash('sha256').update(`${visitor}\n${section}\n${releaseId}`).digest().readUInt32BE(0) % BUCKETS;
}

/** Whether `visitor` gets the canary `releaseId` of `section`, which `percent` of visitors get. */
export function inCanary(visitor: string, section: string, releaseId: number, percent: number): boolean {
  return canaryBucket(visitor, section, releaseId) < Math.round(percent * (BUCKETS / 100));
}
