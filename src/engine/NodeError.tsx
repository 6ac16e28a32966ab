/**
 * What the engine shows for a manifest reference it cannot resolve (unknown node type,
 * widget, form, action, data source, or a page not built yet): visible and announced, so
 * a gap is found on screen, not in production logs.
 */
export function NodeError({ message }: { message: string }) {
  return (
    <div role="alert" className="engine-error">
      {message}
    </div>
  );
}
