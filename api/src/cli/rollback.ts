/**
 * `npm run rollback -- mf-portfolio`: switches every server back to the release of the section
 * that was live before the current one (or to its build in dist/), as an undo: rolling back twice
 * goes back two releases. The files are in the store already: nothing is built or uploaded.
 */
import { rollBack, waitForServers } from '../releases/commands';
import { releaseArguments, runReleaseCommand } from './release-context';

const { section } = releaseArguments('npm run rollback -- <section, such as mf-portfolio>', {}, 'required');
await runReleaseCommand(async (context) => {
  const switched = await rollBack(context, section);
  context.say(
    `Rolled ${section} back to ${switched.releaseId === null ? 'its build in dist/' : `release #${switched.releaseId}, version ${switched.version}`}.`,
  );
  const arrival = await waitForServers(context, switched);
  if (arrival.servers > 0 && arrival.pending.length === 0)
    context.say(`Served by ${arrival.servers} of ${arrival.servers} servers ${(arrival.ms / 1000).toFixed(2)} s after the switch.`);
  else if (arrival.pending.length > 0) context.say(`Not yet served by ${arrival.pending.join(', ')} after ${(arrival.ms / 1000).toFixed(0)} s.`);
});
