// A complete manager payload for the domain tests (spec 000 §3).
export const validManager = {
  username: 'newmanager', password: 'Secret12', password_confirmation: 'Secret12',
  firstname: 'Nadia', prefname: 'Nadia', middlename: '', lastname: "O'Brien", dob: '21/06/1988',
  countrybirth: 'AU', statebirth: 'NSW', aboriginal: 'no', gender: 'female', identifygender: 'female',
  email: 'nadia@example.com.au', mobile: '0412345678', phone: '', workphone: '',
  address: '1 Peats Ferry Road', suburb: 'HORNSBY', postcode: '2077', state: 'NSW',
  disability: 'no', disabilitytype: '', ec_medical: '', ec_fullname: 'Sam Citizen', ec_mobile: '0498765432',
  agreed_to_terms: true, agreed_to_privacy: true, agreed_to_indemnity: true, np: true, action: 'register', sport: 'basketball',
};
