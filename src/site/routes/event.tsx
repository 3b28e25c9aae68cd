export default function Page() {
  return <h1>event</h1>;
}
