/** Words of the blog list and its cards that are not a post's own. */
export const blogText = {
  readArticle: 'Read the article',
  moreResources: { eyebrow: 'More resources', heading: 'Looking for something else?' },
};
