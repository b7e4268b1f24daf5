/** While the initial state loads on first render the original shows an empty placeholder. */
export default function InitialLoading() {
  return <div className="initial-loading" aria-busy="true" />;
}
