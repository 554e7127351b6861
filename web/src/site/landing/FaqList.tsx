const FAQ = [
  [
    'Is pickleball hard to learn?',
    'No. Most beginners can rally in their first session. The underhand serve and small court make the basics quick; strategy keeps it interesting for years.',
  ],
  [
    'Can I play on a tennis court?',
    'Yes. Temporary lines from tape or chalk and a portable net turn a tennis court into a pickleball court, and up to four pickleball courts fit on one tennis court.',
  ],
  [
    'How long does a game take?',
    'A game to 11 usually lasts 15 to 25 minutes, so open play sessions rotate players often.',
  ],
  [
    'Where does the name come from?',
    'The game was invented in 1965 on Bainbridge Island, Washington. One family story credits their dog Pickles; another, the “pickle boat” of leftover rowers in crew races.',
  ],
] as const;

/** Short answers to the questions new players ask most, as native disclosure widgets. */
export function FaqList() {
  return (
    <div className="faq">
      {FAQ.map(([question, answer]) => (
        <details key={question}>
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </div>
  );
}
