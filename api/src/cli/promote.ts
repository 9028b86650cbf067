/**
 * `npm run promote -- mf-portfolio`: the section's canary becomes its live release, for every
 * visitor, on every server (docs/scaling.md, "A release in steps"). Nothing is built or uploaded.
 */
import { promote, waitForServers } from '../releases/commands';
import { releaseArguments, reportArrival, runReleaseCommand } from './release-context';

const { section } = releaseArguments('npm run promote -- <section, such as mf-portfolio>', {}, 'required');
await runReleaseCommand(async (context) => {
  const switched = await promote(context, section);
  context.say(`Promoted ${section} release #${switched.releaseId}, version ${switched.version}: every visitor gets it.`);
  reportArrival(context, await waitForServers(context, switched));
});
