/**
 * The audience pages' testimonials, in one file: for now examples of uses, not quotes from invented
 * people. Replace them with real quotes only when their authors have agreed, in writing, to be quoted.
 */
export const TESTIMONIALS = {
  township: [
    {
      place: 'A spaza shop in Soweto',
      text: 'Puts its code on the shop sign and on WhatsApp, so that the wholesaler\u2019s driver finds the right house on a street of look-alike gates.',
    },
    {
      place: 'A hair salon in Khayelitsha',
      text: 'Sends its code with every booking: new clients arrive at the door instead of calling for directions.',
    },
    {
      place: 'A car wash in Tembisa',
      text: 'Prints the QR code on flyers; customers scan it and open the route in Google Maps.',
    },
  ],
  farmers: [
    {
      place: 'A citrus farm near Citrusdal',
      text: 'Gives each packhouse and loading bay its own code, so trucks go straight to the right gate at harvest time.',
    },
    {
      place: 'A cattle farm in the Free State',
      text: 'Keeps a code for every camp: the vet and the feed delivery arrive without a farmhand meeting them at the road.',
    },
    {
      place: 'A vegetable grower in Limpopo',
      text: 'Reads its code to emergency services over the phone, spelt out letter by letter from the code page.',
    },
  ],
} as const;
