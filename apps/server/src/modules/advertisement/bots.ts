/** User agents of crawlers, link previewers and scripted clients: their requests are not counted. */
const knownRobots =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|bingpreview|embedly|preview|feedfetcher|python-requests|python-urllib|go-http-client|curl\/|wget\/|headlesschrome|lighthouse|pingdom|uptime|monitor/i;

/** A request without a user agent, or from a known robot. */
export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.trim() === '' || knownRobots.test(userAgent);
}
