import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SectionLocations } from '@site/root-config/server';
import { inCanary, isVisitorId, newVisitorId, VISITOR_COOKIE, VISITOR_COOKIE_SECONDS } from './buckets';
import type { LiveReleases } from './live-releases';
import { previewOf, type Preview } from './preview';
import type { SectionLocator, SectionOverride } from './section-locator';

/** The set of section versions one request gets. */
export interface ChosenVersions {
  /** '' for the live set; else which sections differ and at which versions (`mf-portfolio@3fa2…`): it keys cached pages apart */
  key: string;
  /** the set, or undefined for the live one */
  sections: SectionLocations | undefined;
  /** the release this browser previews (its page is never kept and says so) */
  preview: Preview | null;
  /** some section is a canary's: the answer is this visitor's, not everyone's */
  canary: boolean;
}

const LIVE: ChosenVersions = { key: '', sections: undefined, preview: null, canary: false };

/**
 * Which version of each section a request gets (docs/scaling.md, "A release in steps"): the live
 * one, or a canary's for the share of visitors whose bucket falls in it (the visitor's cookie,
 * given here on their first request while a canary runs, keeps them there on every page and
 * replica), or the release a preview cookie names (signed; a forged or expired one is ignored).
 * A preview wins over a canary of the same section. Everything a page links and loads then comes
 * from that set (skew protection), so a visitor's page never mixes versions.
 */
export class VersionChooser {
  constructor(
    private readonly releases: LiveReleases | null,
    private readonly locator: SectionLocator,
    private readonly warn: (message: string) => void,
  ) {}

  async choose(request: FastifyRequest, reply: FastifyReply): Promise<ChosenVersions> {
    if (!this.releases) return LIVE;
    const overrides: SectionOverride[] = [];
    const preview = await this.previewed(request);
    if (preview) overrides.push(preview.override);
    const canaries = this.releases.canaries();
    let canary = false;
    if (canaries.size > 0) {
      let visitor = request.cookies[VISITOR_COOKIE];
      if (!isVisitorId(visitor)) {
        visitor = newVisitorId();
        reply.setCookie(VISITOR_COOKIE, visitor, { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: VISITOR_COOKIE_SECONDS });
      }
      for (const release of canaries.values()) {
        if (preview?.override.container === release.container || !inCanary(visitor, release.section, release.releaseId, release.percent)) continue;
        overrides.push(release);
        canary = true;
      }
    }
    if (overrides.length === 0) return LIVE;
    overrides.sort((a, b) => a.section.localeCompare(b.section));
    return {
      key: overrides.map((override) => `${override.section}@${override.version}`).join(' '),
      sections: this.locator.locate(overrides),
      preview: preview?.preview ?? null,
      canary,
    };
  }

  /** The preview the request's cookie names, with its release's files on this server; null when none (or its release cannot be had now). */
  private async previewed(request: FastifyRequest): Promise<{ preview: Preview; override: SectionOverride } | null> {
    const preview = previewOf(request);
    if (!preview || !this.releases) return null;
    let folder: string | null;
    try {
      folder = await this.releases.folderOf(preview.section, preview.version);
    } catch (error) {
      // The store is away: this visitor sees the live version meanwhile (the bar says nothing then).
      this.warn(
        `the preview of ${preview.section} ${preview.version} cannot be copied from the store now: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
    if (!folder) return null;
    return { preview, override: { container: preview.container, section: preview.section, version: preview.version, folder } };
  }
}
