import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: Landing,
});

function Landing() {
  return (
    <main>
      <section id="hero">
        <h1>How to Play Pickleball: Your Ultimate Hub for Learning, Gear, and Community</h1>
      </section>
    </main>
  );
}
