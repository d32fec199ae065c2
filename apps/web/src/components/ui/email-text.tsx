import { Fragment } from 'react';

/**
 * An e-mail address that may wrap after its "@" and before each "." rather than in the middle
 * of a word, so a narrow table column or phone card reads "instructor@ / demo.lineup.surf".
 */
export function EmailText({ email }: { email: string }) {
  const pieces = email.split(/(?<=@)|(?=\.)/);
  return pieces.map((piece, index) => (
    // The pieces of one address never move, so their position is their identity.
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}
