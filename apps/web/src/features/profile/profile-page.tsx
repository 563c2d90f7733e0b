export default function Placeholder() {
  return <main id="main">profile-page</main>;
}
