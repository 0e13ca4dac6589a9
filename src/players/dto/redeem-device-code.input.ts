import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

@InputType()
export class RedeemDeviceCodeInput {
  @Field({ description: 'The code shown on the signed-in device, e.g. 7K2QF-M9XCD (case, spaces, hyphens ignored).' })
  @ApiProperty({
    example: '7K2QF-M9XCD',
    minLength: 1,
    maxLength: 40,
    description: 'The code shown on the signed-in device (case, spaces and hyphens ignored).',
  })
  @IsString()
  @Length(1, 40)
  code!: string;
}
