import type { ClientTemplate } from '@captionist/contracts';
import { useState } from 'react';
import { fingerprint } from '../../lib/fingerprint';
import classes from './TemplateSample.module.css';

/**
 * A few words in the template, drawn by the caption engine on the server (GET
 * /user/templates/{id}/sample.png: the same libass the preview and the render use), so the
 * gallery shows exactly what the video will. The URL names the settings, so a changed template
 * is drawn again and an unchanged one comes from the browser's cache.
 */
export function TemplateSample({ template }: { template: Pick<ClientTemplate, 'id' | 'settings'> }) {
  const [failed, setFailed] = useState(false);
  const version = fingerprint(JSON.stringify(template.settings));
  return (
    <div className={classes.frame} aria-hidden="true">
      {!failed && (
        <img
          className={classes.picture}
          src={`/api/user/templates/${encodeURIComponent(template.id)}/sample.png?v=${version}`}
          alt=""
          width={192}
          height={64}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
