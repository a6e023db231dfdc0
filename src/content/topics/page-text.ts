/**
 * Words the topic pages, town hubs and area lists build around their content: how a topic in a
 * town is named, the heading of the service and blog cards, the labels of lists.
 */
export const pageText = {
  /** The heading over the six cards (docs/behaviour.md#landing-page): 'Taft Backup Battery Services and Blog'. */
  cardsHeading: (location: string, term: string) => `${location} ${term} Services and Blog`,
  /** A topic page of a town, as a link or card title: 'Backup Batteries in Taft'. */
  topicInTown: (topic: string, town: string) => `${topic} in ${town}`,
  /** The list of verified figures in a topic page's hero. */
  statsLabel: 'Why customers choose us',
  /** The list of one topic's town links on the areas page. */
  topicTowns: (topic: string) => `${topic}: towns`,
  /** Between two links of one line of the areas lists ('Taft and Maricopa'). */
  and: ' and ',
};
