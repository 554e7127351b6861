import { SAMPLE_ARTICLES } from './sampleArticles.ts';

/** The fixed sample cards (title, excerpt, category, author, date). */
export default function SampleCards() {
  return SAMPLE_ARTICLES.map((article) => (
    <article key={article.title} className="card blog-card">
      <p className="blog-card__category">{article.category}</p>
      <h3>{article.title}</h3>
      <p>{article.excerpt}</p>
      <p className="card__meta">
        By {article.author} · {article.date}
      </p>
    </article>
  ));
}
