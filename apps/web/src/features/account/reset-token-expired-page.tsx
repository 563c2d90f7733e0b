export default function Placeholder() {
  return <main id="main">reset-token-expired-page</main>;
}
