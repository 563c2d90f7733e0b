import { useQuery } from '@tanstack/react-query';
import type { SellerApproval } from '@lfm/core';
import { api } from './client';
import { farmerKey } from './farmer-action';

export interface PortalFarm {
  id: number;
  farmName: string;
  farmLogo: string | null;
  shortInfo: string;
  infoAboutFarm: string;
  infoAboutFarmer: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  certifiedOrganic: boolean;
  nofa: boolean;
  media: { id: number; url: string; position: number }[];
}

/** farmer/farm: the farmer's farm profile (null before it is made) and whether it is approved. */
export const getFarmerFarm = () =>
  api<{ farm: PortalFarm | null; approval: SellerApproval }>('GET', 'farmer/farm');

export const useFarmerFarm = () => useQuery({ queryKey: [...farmerKey, 'farm'], queryFn: getFarmerFarm });
