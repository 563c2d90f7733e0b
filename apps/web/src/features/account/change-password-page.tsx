export default function Placeholder() {
  return <main id="main">change-password-page</main>;
}
