export default function Placeholder() {
  return <main id="main">home-page</main>;
}
