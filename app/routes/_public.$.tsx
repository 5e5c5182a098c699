import { data } from "react-router";

// Any path no other route claims: a 404 inside the public layout.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
