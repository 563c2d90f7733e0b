export default function Placeholder() {
  return <main id="main">become-farmer-page</main>;
}
