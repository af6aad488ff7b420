/** A board's name after its emoji, as the board view's header shows it; the first-screen picture draws the same. */
export function BoardTitle({ name, emoji }: { name: string; emoji?: string | null }) {
  return (
    <h1 className="board-view-title">
      {emoji ? <span className="board-view-emoji" aria-hidden="true">{emoji}</span> : null}
      <span>{name}</span>
    </h1>
  );
}
