import { commentsOn } from './comments.js';

/** Who may approve and reject the comments visitors leave on articles. */
export const moderateArticleCommentsTask = 'article-comment.approve';

/** Comments visitors leave on an article. */
export const articleComment = commentsOn({
  name: 'article-comment',
  table: 'article_comments',
  title: { id: 'Komentar Artikel', en: 'Article Comments' },
  menu: { module: 'setting', group: 'cms', path: '/article-comments' },
  task: moderateArticleCommentsTask,
  key: 'article_id',
  on: { resource: 'article', label: 'title', title: { id: 'Artikel', en: 'Article' } },
  kind: 'article',
  writeTable: 'article_comment',
});
