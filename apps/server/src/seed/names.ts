/**
 * DEMO DATA — common South African first names and surnames, grouped so that generated people get a
 * plausible combination. Names contain letters and spaces only (spec 001: names are stripped to letters
 * and spaces). Any resemblance of a generated person to a real one is coincidental. See DEMO_DATA_NOTICE.
 */
export interface NameGroup {
  label: string;
  /** How many generated employees come from this group. */
  quota: number;
  female: readonly string[];
  male: readonly string[];
  surnames: readonly string[];
}

const words = (list: string): string[] => list.split(', ');

export const NAME_GROUPS: readonly NameGroup[] = [
  {
    label: 'Nguni (isiZulu, isiXhosa, siSwati, isiNdebele)',
    quota: 15,
    female: words(
      'Thandiwe, Zanele, Lindiwe, Nokuthula, Siphokazi, Noluthando, Busisiwe, Sibongile, Khanyisile, Mbali, Ayanda',
    ),
    male: words('Sipho, Bongani, Themba, Sibusiso, Mandla, Lwazi, Siyabonga, Xolani, Luthando, Andile, Vusi'),
    surnames: words(
      'Nkosi, Ndlovu, Mthembu, Khumalo, Ngcobo, Mkhize, Cele, Sithole, Nxumalo, Mabuza, Tshabalala, Mahlangu, Xaba, Zwane, Gumede',
    ),
  },
  {
    label: 'Sotho-Tswana (Sesotho, Setswana, Sepedi)',
    quota: 11,
    female: words('Palesa, Lerato, Refilwe, Dineo, Kgomotso, Naledi, Boitumelo, Masego, Lesedi'),
    male: words('Kagiso, Tshepo, Tebogo, Katlego, Lehlohonolo, Tumelo, Lesiba, Kabelo'),
    surnames: words(
      'Molefe, Mofokeng, Motaung, Radebe, Letsoalo, Mphahlele, Mashaba, Kgosana, Mokwena, Seleka, Masilo, Sebola',
    ),
  },
  {
    label: 'Tshivenda and Xitsonga',
    quota: 5,
    female: words('Rudzani, Tshilidzi, Hlulani, Nyiko, Khensani, Mulalo'),
    male: words('Khathutshelo, Ndivhuwo, Tiyani, Hlengani, Takalani'),
    surnames: words('Mudau, Ravele, Nemukula, Maluleke, Baloyi, Chauke, Mathebula, Ngobeni, Rikhotso'),
  },
  {
    label: 'Afrikaans',
    quota: 6,
    female: words('Elmarie, Marelize, Anri, Annemarie, Liezl, Carina'),
    male: words('Johan, Francois, Willem, Riaan, Jacques, Gerhard, Stefan'),
    surnames: words('Botha, Pretorius, Nel, du Plessis, Venter, Swanepoel, Coetzee, Fourie, Steyn, van Wyk'),
  },
  {
    label: 'English and Cape communities',
    quota: 5,
    female: words('Chantelle, Jessica, Yolanda, Natasha, Megan, Candice'),
    male: words('David, Michael, Craig, Kevin, Jason, Ryan, Grant'),
    surnames: words(
      'Smith, Williams, Jacobs, Adams, Petersen, Hendricks, Daniels, Isaacs, Abrahams, Fortuin',
    ),
  },
  {
    label: 'South African Indian',
    quota: 3,
    female: words('Priya, Kavitha, Nirosha, Kershni'),
    male: words('Rajesh, Ashwin, Kreesan, Nishan, Suren'),
    surnames: words('Naidoo, Pillay, Govender, Reddy, Moodley, Chetty, Padayachee, Singh'),
  },
  {
    label: 'South African Muslim',
    quota: 2,
    female: words('Fatima, Aisha, Sumaya, Yasmin, Naadira'),
    male: words('Yusuf, Zaheer, Riaz, Ismail'),
    surnames: words('Cassim, Essop, Moosa, Patel, Davids, Salie'),
  },
];
