import { contentIcons } from '@site/shared/ui';
import type { ClientView } from '@site/shared/request';
import { use, useState } from 'react';

/**
 * A client's logo (docs/product.md#clients): its wordmark on a light tile (logos are drawn for a
 * light background, in both themes), or a building icon when it has none (missing, or the
 * `{token}` placeholder path) or it fails to load. Decorative: the client's name is beside it.
 */
export function ClientLogo({ client }: { client: Pick<ClientView, 'logo'> }) {
  const { Building2 } = use(contentIcons());
  const [failed, setFailed] = useState<string | null>(null);
  const box = 'grid h-16 w-48 max-w-full place-items-center rounded-xl';
  if (!client.logo || failed === client.logo) {
    return (
      <span aria-hidden="true" className={`${box} bg-surface-2 text-muted`} data-testid="client-logo-fallback">
        <Building2 className="size-7" />
      </span>
    );
  }
  return (
    <span className={`${box} bg-white px-3 ring-1 ring-line`}>
      <img
        src={client.logo}
        alt=""
        width={480}
        height={160}
        loading="lazy"
        decoding="async"
        className="h-12 w-auto max-w-full object-contain"
        data-testid="client-logo"
        onError={() => setFailed(client.logo)}
      />
    </span>
  );
}
