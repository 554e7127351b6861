import type { PublicAuthorProfile } from '../../../../codegen/orval/schemas/publicAuthorProfile.ts';
import './author.css';

/** The top of an author page: picture, name and bio. */
export function AuthorHeader({ author }: { author: PublicAuthorProfile }) {
  return (
    <header className="author-header post-list__header">
      {author.avatar && <img className="author-header__avatar" src={author.avatar} alt="" width={96} height={96} />}
      <div>
        <h1>{author.name}</h1>
        {author.bio && <p className="post-list__intro author-header__bio">{author.bio}</p>}
      </div>
    </header>
  );
}
