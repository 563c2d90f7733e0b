export default function Placeholder() {
  return <main id="main">terms-page</main>;
}
