/**
 * `npm run rollback -- mf-portfolio`: ends the section's canary when one runs (its visitors get
 * the live release again); else switches every server back to the release of the section that
 * was live before the current one (or to its build in dist/), as an undo: rolling back twice
 * goes back two releases. The files are in the store already: nothing is built or uploaded.
 */
import { rollBack, waitForServers } from '../releases/commands';
import { releaseArguments, reportArrival, runReleaseCommand } from './release-context';

const { section } = releaseArguments('npm run rollback -- <section, such as mf-portfolio>', {}, 'required');
await runReleaseCommand(async (context) => {
  const switched = await rollBack(context, section);
  if (switched.canaryEnded) context.say(`Ended the canary of ${section} (release #${switched.releaseId}): every visitor gets its live release again.`);
  else
    context.say(
      `Rolled ${section} back to ${switched.releaseId === null ? 'its build in dist/' : `release #${switched.releaseId}, version ${switched.version}`}.`,
    );
  reportArrival(context, await waitForServers(context, switched));
});
