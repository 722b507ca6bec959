// A complete manager registration payload for the API tests (spec 000 §3).
export const manager = {
  action: 'register', username: 'newmanager1', password: 'Secret12', password_confirmation: 'Secret12',
  firstname: 'Nadia', prefname: 'Nad', middlename: 'Jane', lastname: "O'Brien", dob: '21/06/1988',
  countrybirth: 'NZ', statebirth: 'NSW', aboriginal: 'no', gender: 'female', identifygender: 'female',
  email: 'nadia@example.com.au', mobile: '0412345678', phone: '', workphone: '0298765432',
  address: '1 Peats Ferry Road', suburb: 'Hornsby', postcode: '2077', state: 'NSW',
  disability: 'no', disabilitytype: 'sensory', ec_medical: 'Asthma', ec_fullname: 'Sam Citizen', ec_mobile: '0498765432',
  agreed_to_terms: true, agreed_to_privacy: true, agreed_to_indemnity: false, np: true, sport: 'basketball',
};
