export default function Placeholder() {
  return <main id="main">about-page</main>;
}
