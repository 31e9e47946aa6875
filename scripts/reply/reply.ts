// `npm run reply -- <phone> <text>`: a guest's text reply, sent from the terminal to the running emulator
// (`npm start`) as Twilio would deliver it: posted to /bcw/twilio/inbound and signed with the emulator's
// Twilio token (X-Twilio-Signature). The console's inbox shows it; a 1 or 2 answers the RSVP.
import { sendReply } from '../../emulators/stand-ins/text-reply';

export { sendReply };

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await sendReply(process.argv.slice(2)));
}
