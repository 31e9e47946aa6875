export default function GuestsPage() {
  return null;
}
