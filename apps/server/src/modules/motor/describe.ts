/** How a vehicle is named to its holder: 'Toyota Corolla 2021 (CA 123-456)'. */
export const describeVehicle = (vehicle: {
  make: string;
  model: string;
  manufacturingYear: number;
  registrationNo: string;
}): string => `${vehicle.make} ${vehicle.model} ${vehicle.manufacturingYear} (${vehicle.registrationNo})`;
